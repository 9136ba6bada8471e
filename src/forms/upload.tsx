/**
 * File upload control (spec §3 "Uploaded file", §4 "Other", §5 "Upload"). Value: finished files as
 * `UploadedImage[]` ({fileKey, isMain, url, name, size}); entries still uploading are shown but not part of it.
 * Rules live in ./upload-rules (pure); this file holds the transport, the list state and the rendering.
 */
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Button, Progress, Space, Typography } from "antd";
import { DeleteOutlined, StarFilled, StarOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { uploadFile, type UploadedFile } from "../providers/upload";
import {
  PROGRESS_HIDE_MS,
  acceptAttribute,
  extensionsOf,
  formatFileSize,
  fromValue,
  nextSimulatedProgress,
  progressStatus,
  selectFiles,
  setMain,
  toValue,
  type UploadItem,
  type UploadKind,
  type UploadProblem,
  type UploadedImage,
} from "./upload-rules";

export interface UploadFieldProps {
  /** Id of the file input, for the Form.Item label. */
  id?: string;
  value?: UploadedImage[];
  onChange?: (value: UploadedImage[]) => void;
  kind?: UploadKind;
  /** Default 1 (spec §9 "maxFileNum default 1"). */
  maxCount?: number;
  maxSizeKb: number;
  /** Keep only the last chosen file. */
  avatar?: boolean;
  /** Offer the "main image" star on each entry. */
  mainImage?: boolean;
  disabled?: boolean;
  /** Test seam: the transport (default uploadFile). */
  upload?: (file: File, type: UploadKind) => Promise<UploadedFile>;
}

let uidCounter = 0;
const SIMULATION_TICK_MS = 200;

/** The upload control: file picker, per-file progress, main-image star, remove; see module doc. */
export function UploadField({
  id,
  value,
  onChange,
  kind = "image",
  maxCount = 1,
  maxSizeKb,
  avatar = false,
  mainImage = false,
  disabled = false,
  upload = uploadFile,
}: UploadFieldProps) {
  const { t } = useTranslation("forms");
  const [items, setItems] = useState<UploadItem[]>(() => fromValue(value));
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  const emitted = useRef<string>(keyOf(value ?? []));
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // An outside value change (e.g. the edited product loaded) replaces the finished entries.
  useEffect(() => {
    const incoming = keyOf(value ?? []);
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    update((current) => [...fromValue(value), ...current.filter((i) => i.status === "uploading")], false);
  }, [value]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  function update(change: (current: UploadItem[]) => UploadItem[], emit = true) {
    const next = change(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    if (!emit) return;
    const nextValue = toValue(next);
    const key = keyOf(nextValue);
    if (key !== emitted.current) {
      emitted.current = key;
      onChange?.(nextValue);
    }
  }

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }

  function patch(uid: string, changes: Partial<UploadItem>, emit = false) {
    update((current) => current.map((i) => (i.uid === uid ? { ...i, ...changes } : i)), emit);
  }

  function simulate(uid: string) {
    later(SIMULATION_TICK_MS, () => {
      const item = itemsRef.current.find((i) => i.uid === uid);
      if (!item || item.status !== "uploading") return;
      patch(uid, { percentage: nextSimulatedProgress(item.percentage) });
      simulate(uid);
    });
  }

  async function start(file: File, uid: string) {
    simulate(uid);
    try {
      const answer = await upload(file, kind);
      patch(
        uid,
        { status: "finished", percentage: 100, fileKey: answer.fileKey, url: answer.url, type: answer.type },
        true,
      );
      later(PROGRESS_HIDE_MS, () => patch(uid, { showProgress: false }));
    } catch (err) {
      // A failed entry is removed (spec §4 "Other"); the reason stays visible as a problem.
      update((current) => current.filter((i) => i.uid !== uid));
      setProblems((p) => [...p, { key: "upload.failed", params: { name: file.name, reason: (err as Error).message } }]);
    }
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const live = itemsRef.current.length;
    const result = selectFiles(live, files, { kind, maxSizeKb, maxCount, avatar });
    setProblems(result.problems);
    if (result.accepted.length === 0) return;
    const added: UploadItem[] = result.accepted.map((file) => ({
      uid: `upload-${++uidCounter}`,
      name: file.name,
      size: file.size,
      status: "uploading",
      percentage: 0,
      isMain: false,
      type: file.type,
      showProgress: true,
    }));
    update((current) => [...(result.replaceExisting ? [] : current), ...added], result.replaceExisting);
    added.forEach((item, index) => void start(result.accepted[index], item.uid));
  }

  const mainKey = toValue(items).find((v) => v.isMain)?.fileKey;
  const hintId = id ? `${id}-hint` : undefined;

  return (
    <div className="upload-field">
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={acceptAttribute(kind)}
        multiple={!avatar && maxCount > 1}
        disabled={disabled}
        onChange={onFiles}
        aria-describedby={hintId}
        style={visuallyHidden}
      />
      <Space direction="vertical" style={{ width: "100%" }}>
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={disabled || (!avatar && items.length >= maxCount)}
          onClick={() => inputRef.current?.click()}
        >
          {t("upload.choose")}
        </Button>
        <Typography.Text type="secondary" id={hintId}>
          {t("upload.hint", {
            formats: extensionsOf(kind).join(", "),
            max: maxCount,
            size: formatFileSize(maxSizeKb * 1024),
          })}
        </Typography.Text>
        {problems.map((p, i) => (
          <Typography.Text key={i} type="danger" role="alert">
            {t(p.key, p.params)}
          </Typography.Text>
        ))}
        <ul className="upload-list" aria-label={t("upload.listLabel")} style={listStyle}>
          {items.map((item) => (
            <li key={item.uid} style={cardStyle}>
              {item.url ? (
                <img src={item.url} alt={item.name} width={112} height={112} style={{ objectFit: "cover" }} />
              ) : null}
              <Typography.Text ellipsis style={{ maxWidth: 112 }}>
                {item.name}
              </Typography.Text>
              {item.size > 0 ? <Typography.Text type="secondary">{formatFileSize(item.size)}</Typography.Text> : null}
              {item.showProgress ? (
                <Progress
                  percent={item.percentage}
                  size="small"
                  status={progressStatus(item)}
                  aria-label={t("upload.progress", { name: item.name })}
                />
              ) : null}
              <Space size={4}>
                {mainImage && item.status === "finished" ? (
                  <Button
                    size="small"
                    aria-pressed={item.fileKey === mainKey}
                    icon={item.fileKey === mainKey ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
                    disabled={disabled}
                    onClick={() => update((current) => setMain(current, item.uid))}
                  >
                    {item.fileKey === mainKey ? t("upload.main") : t("upload.setMain")}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={disabled}
                  aria-label={t("upload.removeNamed", { name: item.name })}
                  onClick={() => update((current) => current.filter((i) => i.uid !== item.uid))}
                >
                  {t("upload.remove")}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      </Space>
    </div>
  );
}

function keyOf(value: readonly UploadedImage[]): string {
  return value.map((v) => `${v.fileKey}${v.isMain ? "*" : ""}`).join("|");
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
const listStyle = { display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", padding: 0, margin: 0 } as const;
const cardStyle = {
  display: "flex",
  flexDirection: "column",
  gap: 4,
  width: 128,
  padding: 8,
  border: "1px solid #d9d9d9",
  borderRadius: 8,
} as const;
