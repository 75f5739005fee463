/** A list of documents, each opening in a new tab (and saying so to a screen reader). */
export function DocumentLinks({ documents, labelledBy }: { documents: readonly { title: string; url: string }[]; labelledBy?: string }) {
  return (
    <ul className="z-list" {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}>
      {documents.map((document) => (
        <li key={document.url}>
          <a href={document.url} target="_blank" rel="noopener noreferrer">
            {document.title}
            <span className="z-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
