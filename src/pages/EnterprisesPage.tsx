import { AudiencePage } from '../sections/AudiencePage';

export default function EnterprisesPage() {
  return <AudiencePage audience="enterprises" />;
}
