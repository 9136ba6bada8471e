/**
 * The inquiry itself (spec §3 "Inquiry": inquiry no, deadline, receiver address, buyer, VIN, WO, license plate,
 * claim no, car brand/model/year, and per part its category, quantity, condition, remark and pictures), shown by
 * the inquiry detail, the tender form and beside a tender (tenderManageDetail). Pictures open in antd's
 * Image preview.
 */
import type { ReactNode } from "react";
import { Card, Col, Descriptions, Image, Row, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { InquiryStatus } from "../../domain/inquiry";
import { BUYER_TYPES } from "../../domain/order";
import { isCode } from "../../domain/text-key";
import { useScrollRegion } from "../../shell/page";
import { carText } from "./car-text";
import type { InquiryDetail, InquiryPart } from "./schema";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");

const STATUS_NAMES = Object.keys(InquiryStatus) as (keyof typeof InquiryStatus)[];
const STATUS_COLORS: Record<keyof typeof InquiryStatus, string | undefined> = {
  open: "blue",
  quoted: "yellow",
  purchased: "green",
  cancelled: undefined,
  expired: undefined,
};

/** The inquiry's status as a tag (spec §4 "Inquiry and tender"). */
export function InquiryStatusTag({ status }: { status: number }) {
  const { t } = useTranslation("inquiries");
  const name = STATUS_NAMES.find((k) => InquiryStatus[k] === status) ?? "open";
  return <Tag color={STATUS_COLORS[name]}>{t(`status.${name}`)}</Tag>;
}

/** Thumbnails that open antd's preview, or "no pictures". */
export function Pictures({ urls, label }: { urls: readonly string[]; label: string }) {
  const { t } = useTranslation("inquiries");
  if (urls.length === 0) return <Typography.Text type="secondary">{t("detail.noPictures")}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((url, i) => (
          <Image key={url} src={url} width={72} height={72} alt={t("detail.picture", { label, n: i + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** "Original" / "Replacement brand" / "Reconditioned" (products' conditions, spec §3 "Product"). */
export function useConditionText() {
  const { t } = useTranslation("inquiries");
  return (condition: number) => (condition === 2 || condition === 3 ? t(`condition.${condition}`) : t("condition.1"));
}

function PartsTable({ parts }: { parts: InquiryPart[] }) {
  const { t } = useTranslation("inquiries");
  const frame = useScrollRegion(t("detail.partsLabel"));
  const condition = useConditionText();
  return (
    <div ref={frame}>
      <Table<InquiryPart>
        aria-label={t("detail.partsLabel")}
        rowKey="partId"
        size="small"
        pagination={false}
        dataSource={parts}
        scroll={{ x: 900 }}
        columns={[
          { key: "lineNo", dataIndex: "lineNo", title: t("detail.lineNo"), width: 50 },
          {
            key: "part",
            title: t("detail.part"),
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{p.partName}</Typography.Text>
                {p.partNo ? <Typography.Text type="secondary">{p.partNo}</Typography.Text> : null}
              </Space>
            ),
          },
          { key: "category", title: t("detail.category"), render: (_, p) => dash(p.categoryTitle) },
          { key: "quantity", dataIndex: "quantity", title: t("detail.quantity"), align: "right", width: 90 },
          { key: "condition", title: t("detail.condition"), render: (_, p) => condition(p.condition) },
          { key: "remark", title: t("detail.remark"), render: (_, p) => dash(p.remark) },
          {
            key: "pictures",
            title: t("detail.pictures"),
            render: (_, p) => <Pictures urls={p.pictures} label={p.partName} />,
          },
        ]}
      />
    </div>
  );
}

/** Every field of the inquiry: the car, the buyer, the receiver, the pictures and the parts. */
export function InquiryInfo({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation("inquiries");
  const buyerType = isCode(BUYER_TYPES, inquiry.buyerType) ? t(`buyerType.${inquiry.buyerType}`) : inquiry.buyerType;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.car")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.carModel")}>{carText(inquiry)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.vin")}>{dash(inquiry.vin)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.licensePlate")}>{dash(inquiry.licensePlate)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.workOrderNo")}>{dash(inquiry.workOrderNo)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.claimNo")}>{dash(inquiry.claimNo)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.remark")}>{dash(inquiry.remark)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("detail.buyerAndReceiver")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.buyer")}>
                {`${inquiry.buyerName} (${inquiry.buyerUserName}) · ${buyerType}`}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverName")}>{inquiry.receiverName}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverPhone")}>{inquiry.receiverPhone}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverAddress")}>
                {`${inquiry.receiverAddress}, ${inquiry.receiverCity} ${inquiry.receiverPostalCode}`}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.outOfTown")}>
                {inquiry.outOfTown ? t("detail.outOfTownYes") : t("detail.outOfTownNo")}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.pictures")} size="small">
        <Pictures urls={inquiry.pictures} label={inquiry.inquiryNo} />
      </Card>
      <Card title={t("detail.parts", { count: inquiry.parts.length })} size="small">
        <PartsTable parts={inquiry.parts} />
      </Card>
    </Space>
  );
}
