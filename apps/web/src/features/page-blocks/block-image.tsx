import Image from 'next/image';
import { absoluteMediaUrl } from '../shop/index.ts';
import type { BlockImage as BlockImageData } from './schema-block-data.ts';

/** A stored picture of a block, served from the API, sized for the layout it sits in. */
export function BlockImage({
  image,
  apiUrl,
  sizes,
}: {
  image: BlockImageData;
  apiUrl: string;
  sizes: string;
}) {
  return (
    <Image
      src={absoluteMediaUrl(image.url, apiUrl)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
    />
  );
}
