// One named modal of the page's slice: open while the slice shows it; `dismissed` is the
// Dialog's onClose, called after the fade-out.
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { modalClosed, selectModal, type LoveCategoryModal } from '#shared/store/slices/card-categories.js';

export function useModal(name: Exclude<LoveCategoryModal, ''>) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectModal) === name;
  return { open, dismissed: () => dispatch(modalClosed(name)) };
}
