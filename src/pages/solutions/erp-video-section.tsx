import ErpVideo from '../../../client/islands/erp-video';
import { Island } from '../../components/island';
import { usePage } from '../../components/use-page';
import { erpVideoPoster } from '../../components/solutions/media';

/**
 * YouTube id of the ERP explanatory video. Operators: replace it with the
 * id of the company's own video (the part after `v=` in its YouTube address).
 */
export const ERP_VIDEO_ID = 'Jd4pE4tDc0A';

/** The ERP page's video: a click-to-load facade, so YouTube is not contacted before the click. */
export function ErpVideoSection() {
  const { t } = usePage();
  const title = t('solutions:erp.video.title');
  return (
    <section className="section video-section" aria-labelledby="video-title">
      <div className="container video-section__inner">
        <div className="video-section__text">
          <p className="eyebrow">{t('solutions:page.video.eyebrow')}</p>
          <h2 id="video-title">{title}</h2>
          <p className="lead">{t('solutions:erp.video.description')}</p>
          <p className="video-section__note">{t('solutions:page.video.consent')}</p>
        </div>
        <Island
          component={ErpVideo}
          props={{
            videoId: ERP_VIDEO_ID,
            playLabel: t('solutions:page.video.play', { title }),
            iframeTitle: t('solutions:page.video.iframeTitle', { title }),
            poster: erpVideoPoster,
          }}
        />
      </div>
    </section>
  );
}
