// error-modal: a failed card lookup or choice. The title and text are fixed; the
// server's own words, when it gave any, come first. Focus starts on the title, so the
// message is read before the seven phone links.
import { Dialog } from '../../ui/dialog.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { modalClosed, selectCardCategories } from '../../store/slices/card-categories.js';
import { telHref } from '../../ui/format.js';
import { useModal } from './use-modal.js';

export const ERROR_TITLE = 'Ошибка, что-то пошло не так';
export const ERROR_TEXT = 'Попробуйте ещё раз или обратитесь в службу поддержки по телефону:';
/** The same words, "что-то" kept whole: a narrow screen never breaks the line at its hyphen. */
const [BEFORE, AFTER] = ERROR_TITLE.split('что-то');
export const TITLE_SHOWN = <>{BEFORE}<span className="nowrap">что-то</span>{AFTER}</>;

/** What a failure says below its title: the server's words, then the support lines (the modal, and the status block without JS). */
export function FailureDetails() {
  const { errorMessage, supportPhones } = useAppSelector(selectCardCategories);
  return (
    <>
      {errorMessage && <p className="lc-modal__reason">{errorMessage}</p>}
      <p>{ERROR_TEXT}</p>
      <ul className="lc-phones">
        {supportPhones.map(({ city, phone }) => (
          <li key={city} className="lc-phones__line">
            <span>{city}</span> <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('error-modal');
  const footer = (
    <button type="button" className="button" onClick={() => dispatch(modalClosed('error-modal'))}>Закрыть</button>
  );
  return (
    <Dialog open={open} onClose={dismissed} title={TITLE_SHOWN} footer={footer} focusTitle>
      <FailureDetails />
    </Dialog>
  );
}
