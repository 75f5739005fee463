import { DocumentLinks } from '../shared/document-links.tsx';
import { StaticPage } from './static-page.tsx';

interface SamplePolicy {
  title: string;
  url: string;
}

export interface SamplePoliciesScreenProps {
  /** Sample policy documents; the app passes the ones it serves. */
  samples: readonly SamplePolicy[];
  backHref?: string;
}

/** /sample-policies: sample policy documents to read before applying. */
export function SamplePoliciesScreen({ samples, backHref }: SamplePoliciesScreenProps) {
  return (
    <StaticPage title="Sample policies" subtitle="Read the full wording of our pet insurance before you apply." {...(backHref ? { backHref } : {})}>
      {samples.length === 0 ? (
        <p>Sample policies are not available right now. Please contact us and we'll send you a copy.</p>
      ) : (
        <DocumentLinks documents={samples} />
      )}
      <p className="z-fine-print">Samples are for information only. Your policy document states the terms of your own coverage.</p>
    </StaticPage>
  );
}

export default SamplePoliciesScreen;
