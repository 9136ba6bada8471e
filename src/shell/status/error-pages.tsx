/** 403, 500 and 404 screens (spec §2 "Top-level routes", §6 menu access text, §8 "Screens"). */
import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";

type Code = "403" | "500" | "404";
const KEYS = { "403": "forbidden", "500": "serverError", "404": "notFound" } as const satisfies Record<Code, string>;

function ErrorPage({ code }: { code: Code }) {
  const { t } = useTranslation(["common", "shell"]);
  const navigate = useNavigate();
  return (
    <Result
      status={code}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{code}</h1>}
      subTitle={t(`shell:error.${KEYS[code]}`)}
      extra={
        <Button type="primary" onClick={() => navigate("/home")}>
          {t("shell:error.backHome")}
        </Button>
      }
    />
  );
}

export const ForbiddenPage = () => <ErrorPage code="403" />;
export const ServerErrorPage = () => <ErrorPage code="500" />;
export const NotFoundPage = () => <ErrorPage code="404" />;
