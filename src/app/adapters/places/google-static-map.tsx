import { googleStaticMapUrl } from '../../../../services/places/static-map.ts';
import type { MapPreviewProps } from '../../../../screens/unsupported-address/address-selection.ts';

/** Google's static map of the chosen address (zoom 15, scale 2). */
export function GoogleStaticMap({ apiKey, latitude, longitude, label }: MapPreviewProps & { apiKey: string }) {
  return (
    <figure className="zo-map">
      <img src={googleStaticMapUrl({ latitude, longitude }, apiKey)} alt={label} width={600} height={300} loading="lazy" />
    </figure>
  );
}
