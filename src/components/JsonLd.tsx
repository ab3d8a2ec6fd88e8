import { jsonLdText, type JsonLd as JsonLdData } from '../lib/structuredData';

/**
 * schema.org structured data, written where the section that shows the data renders. A data
 * block, not a script: browsers never run it, so the CSP's script-src does not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
