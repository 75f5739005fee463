// The customer-support widget (second document: "a customer-support widget script on the additional
// services page"): the script SUPPORT_WIDGET_URL names, added once, by the page that offers support;
// the vendor's script then draws its own launcher. A failed load removes the tag, so a later visit
// may try again; meanwhile the page keeps its own support panel.

const loads = new Map<string, Promise<void>>();

export function loadSupportWidget(url: string, doc: Document = document): Promise<void> {
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.supportWidget = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        loads.delete(url);
        reject(new Error('The support widget could not load.'));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  loads.set(url, load);
  return load;
}

/** For tests: forget the loads of earlier tests. */
export function resetSupportWidgetLoader(): void {
  loads.clear();
}
