import { chatLink } from '../company';
import { Icon } from './icons';
import { Prerendered } from './prerendered';
import { usePage } from './use-page';

/**
 * Floating messaging button, without a script: chat-widget.css shows the button 2 s
 * after load and the greeting 3 s later for 5 s (CSS animations, so the timings hold however
 * late scripts would run), and keeps both off a form the visitor is filling in. The greeting is
 * a non-modal <dialog open> whose close button submits a method="dialog" form, which closes it
 * for good. The link opens the company chat with the translated preset message.
 */
export function ChatWidget() {
  const { t } = usePage();
  // A landmark of its own: it sits outside header, main and footer.
  return (
    <Prerendered
      name="chat-widget"
      site
      as="aside"
      className="chat-widget"
      attrs={{ 'data-chat-widget': '', 'aria-label': t('chat.region') }}
    >
      {() => <ChatWidgetContent />}
    </Prerendered>
  );
}

function ChatWidgetContent() {
  const { t, company } = usePage();
  return (
    <>
      <dialog open className="chat-bubble" data-chat-bubble="" aria-labelledby="chat-bubble-title">
        <form method="dialog">
          <button type="submit" className="chat-bubble__close" data-chat-close="" aria-label={t('chat.close')}>
            <Icon name="close" size={16} />
          </button>
        </form>
        <p className="chat-bubble__title" id="chat-bubble-title">
          {t('chat.bubbleTitle')} <Icon name="hand" size={18} />
        </p>
        <p>{t('chat.bubbleText')}</p>
      </dialog>
      <a
        className="chat-button"
        href={chatLink(company, t('chat.presetMessage'))}
        target="_blank"
        rel="noopener"
        aria-label={t('chat.buttonLabel')}
        data-chat-button=""
      >
        <Icon name="whatsapp" size={30} />
      </a>
    </>
  );
}
