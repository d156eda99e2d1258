// The README's example, kept here so a test runs it: change both together.
import {
  Breadcrumbs,
  Button,
  Prompt,
  Toaster,
  formatSize,
  pushToast,
  type ToastMessage,
} from '../../index';
import { useState } from 'react';

/** A path bar, a delete button asking first, and the toast that says it is done. */
export function Example() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [asking, setAsking] = useState(false);
  const deleted = () => {
    setAsking(false);
    setToasts((list) => pushToast(list, { id: 'deleted', kind: 'success', message: 'Deleted' }));
  };
  return (
    <>
      <Breadcrumbs
        label="Path"
        home={{ label: 'Home', url: '/files/' }}
        items={[{ name: 'docs', url: '/files/docs/' }]}
        onNavigate={(url) => {
          console.log('go to', url);
        }}
      />
      <Button
        className="fb-button--danger"
        onClick={() => {
          setAsking(true);
        }}
      >
        Delete report.pdf ({formatSize(1536)})
      </Button>
      {asking && (
        <Prompt
          title="Delete"
          danger
          labels={{ confirm: 'Delete', cancel: 'Cancel' }}
          onConfirm={deleted}
          onCancel={() => {
            setAsking(false);
          }}
        >
          <p>Delete report.pdf?</p>
        </Prompt>
      )}
      <Toaster
        toasts={toasts}
        regionLabel="Notifications"
        labels={{ dismiss: 'Close' }}
        onDismiss={(id) => {
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }}
      />
    </>
  );
}
