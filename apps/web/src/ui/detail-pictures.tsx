import Image from 'next/image';

export interface DetailPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** As wide as a detail page's column: the full width on a phone, 960 px from a desktop. */
const DETAIL_IMAGE_SIZES = '(min-width: 1024px) 960px, 100vw';

interface DetailPicturesProps {
  pictures: readonly DetailPicture[];
  /** The picture's address as the browser fetches it (stored pictures are relative to the API). */
  srcOf: (url: string) => string;
  className: string;
}

/**
 * The pictures of a detail page (a case study, a fonts-in-use showcase), one under another: the
 * first is loaded at once (it is often in the first screen), the rest as they near the viewport.
 */
export function DetailPictures({ pictures, srcOf, className }: DetailPicturesProps) {
  return (
    <div className={className}>
      {pictures.map((image, index) => (
        <Image
          key={image.url}
          src={srcOf(image.url)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={DETAIL_IMAGE_SIZES}
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  );
}
