import { AudiencePage } from './AudiencePage';

export default function StartupsPage() {
  return <AudiencePage audience="startups" />;
}
