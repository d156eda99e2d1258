import { mdiChevronDown, mdiChevronUp, mdiClose } from '@mdi/js';
import { IconButton } from '../icon-button/icon-button';
import { ProgressBar } from '../progress-bar/progress-bar';
import './upload-progress-panel.css';

/** One running upload. */
export interface UploadProgressFile {
  id: string;
  name: string;
  /** 0–100. */
  percent: number;
}

/** Props of {@link UploadProgressPanel}: every number arrives already formatted. */
export interface UploadProgressPanelProps {
  /** E.g. "Uploading 3 files". */
  title: string;
  /** E.g. "1.25 MB/s". */
  speed: string;
  /** E.g. "00:01:20 remaining" (see upload-engine's `formatEta`). */
  eta: string;
  /** Overall percent, 0–100; also shown as "NN.NN% Completed" via `labels.completed`. */
  percent: number;
  /** E.g. "12.30 MB / 45.00 MB". */
  bytes: string;
  files: readonly UploadProgressFile[];
  expanded: boolean;
  onToggle: () => void;
  onAbort: () => void;
  labels: {
    abort: string;
    expand: string;
    collapse: string;
    completed: (percent: string) => string;
  };
}

/** The floating upload panel: totals, speed, ETA, abort, and per-file bars when expanded. */
export function UploadProgressPanel(props: UploadProgressPanelProps) {
  const { title, speed, eta, percent, bytes, files, expanded, labels } = props;
  const percentText = labels.completed(Math.min(100, Math.max(0, percent)).toFixed(2));
  return (
    <section className="fb-upload-panel" aria-label={title}>
      <div className="fb-upload-panel__head">
        <h2 className="fb-upload-panel__title">{title}</h2>
        <IconButton
          icon={expanded ? mdiChevronDown : mdiChevronUp}
          label={expanded ? labels.collapse : labels.expand}
          aria-expanded={expanded}
          onClick={props.onToggle}
        />
        <IconButton icon={mdiClose} label={labels.abort} onClick={props.onAbort} />
      </div>
      <ProgressBar value={percent} label={title} />
      <p className="fb-upload-panel__stats">
        <span>{speed}</span>
        <span>{eta}</span>
        <span>{percentText}</span>
        <span>{bytes}</span>
      </p>
      {expanded && (
        <ul className="fb-upload-panel__files">
          {files.map((file) => (
            <li key={file.id}>
              <span className="fb-upload-panel__file-name" title={file.name}>
                {file.name}
              </span>
              <ProgressBar value={file.percent} label={file.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
