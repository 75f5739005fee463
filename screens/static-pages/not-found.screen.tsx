import { StaticPage } from './static-page.tsx';

const NOT_FOUND_TEXTS = {
  title: "We couldn't find that page",
  body: 'The address may be mistyped, or the page may have moved.',
  home: 'Go to the home page',
} as const;

/** Any path that is neither a flow URL nor a static page: say so, and offer the way home. */
export function NotFoundScreen({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <StaticPage title={NOT_FOUND_TEXTS.title}>
      <p>{NOT_FOUND_TEXTS.body}</p>
      <p>
        <a href={homeHref}>{NOT_FOUND_TEXTS.home}</a>
      </p>
    </StaticPage>
  );
}

export default NotFoundScreen;
