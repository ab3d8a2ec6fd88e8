import { AudiencePage } from '../sections/AudiencePage';

export default function StartupsPage() {
  return <AudiencePage audience="startups" />;
}
