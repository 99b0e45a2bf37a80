import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { usePrefersReducedMotion } from '../../../components/BannerCarousel/usePrefersReducedMotion';
import { Counter, NavButton, Region, Slide, Track, Viewport } from './ProductGallery.styles';
import { useCarousel } from '../../../components/BannerCarousel/useCarousel';

export interface ProductGalleryProps {
  images: readonly string[];
  /** The product name: each photo's description. */
  name: string;
}

/** The photos' intrinsic size: square, so the gallery keeps its height before they load. */
const IMAGE_SIZE = 750;

/**
 * The product's photos: swipe (embla-carousel), previous/next buttons and an "n/total" counter.
 * Square slides of a fixed aspect ratio; only the first photo loads eagerly, with high priority (it
 * is the page's largest picture). Moves jump instead of scrolling for shoppers who prefer reduced
 * motion. Embla starts on first use (`useCarousel`): a press on the gallery, focus moving into
 * it, or a button.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, embla, startNow, start, withCarousel } = useCarousel({ loop: false, duration: 24 });
  const [selected, setSelected] = useState(0);
  const total = images.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => withCarousel((api) => api.scrollTo(index, reducedMotion)), [withCarousel, reducedMotion]);

  return (
    <Region aria-roledescription={t('gallery.carousel')} aria-label={t('gallery.label')} onPointerDownCapture={startNow} onFocus={start}>
      <Viewport ref={viewportRef}>
        <Track>
          {images.map((url, index) => (
            <Slide
              key={`${url}-${index}`}
              role="group"
              aria-roledescription={t('gallery.slide')}
              aria-label={t('gallery.slideOf', { index: index + 1, total })}
            >
              <img
                src={url}
                alt={name}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                // The first photo is the page's largest picture (its LCP): fetched first, never lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
              />
            </Slide>
          ))}
        </Track>
      </Viewport>
      {total > 1 && (
        <>
          {selected > 0 && (
            <NavButton type="button" $side="previous" aria-label={t('gallery.previous')} onClick={() => goTo(selected - 1)}>
              <Icon name="back" size={20} />
            </NavButton>
          )}
          {selected < total - 1 && (
            <NavButton type="button" $side="next" aria-label={t('gallery.next')} onClick={() => goTo(selected + 1)}>
              <Icon name="chevron" size={20} />
            </NavButton>
          )}
          <Counter aria-live="polite">{t('gallery.counter', { index: selected + 1, total })}</Counter>
        </>
      )}
    </Region>
  );
}
