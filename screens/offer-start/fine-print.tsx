import { FINE_PRINT } from './marketing-facts.ts';

/** Footnotes 1 to 7 built from the marketing facts. Each item has an id the benefits link to. */
export function FinePrint() {
  return (
    <footer className="z-fine-print" aria-labelledby="fine-print-title">
      <h2 id="fine-print-title" className="z-visually-hidden">
        Fine print
      </h2>
      <ol>
        {FINE_PRINT.map((text, index) => (
          <li key={index} id={`footnote-${index + 1}`}>
            {text}
          </li>
        ))}
      </ol>
    </footer>
  );
}
