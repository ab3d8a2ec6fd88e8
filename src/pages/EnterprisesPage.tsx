import { AudiencePage } from './AudiencePage';

export default function EnterprisesPage() {
  return <AudiencePage audience="enterprises" />;
}
