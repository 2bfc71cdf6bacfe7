import { chatLink } from '../company';
import { Icon } from './icons';
import { Prerendered } from './prerendered';
import { usePage } from './use-page';

/**
 * Floating messaging button (spec §4): client/shell.ts shows it 2 s after load and the greeting
 * 3 s later for 5 s. Without JavaScript it is simply visible. The link opens the company chat
 * with the translated preset message.
 */
export function ChatWidget() {
  return (
    <Prerendered name="chat-widget" site className="chat-widget" attrs={{ 'data-chat-widget': '' }}>
      {() => <ChatWidgetContent />}
    </Prerendered>
  );
}

function ChatWidgetContent() {
  const { t, company } = usePage();
  return (
    <>
      <div className="chat-bubble" data-chat-bubble="" role="status" hidden>
        <button type="button" className="chat-bubble__close" data-chat-close="" aria-label={t('chat.close')}>
          <Icon name="close" size={16} />
        </button>
        <p className="chat-bubble__title">{t('chat.bubbleTitle')}</p>
        <p>{t('chat.bubbleText')}</p>
      </div>
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
