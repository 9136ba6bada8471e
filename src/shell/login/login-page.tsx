/**
 * /#/login: the portal's own sign-in page, used when LOGIN_URL is not configured (runtime-config.ts).
 * POST /api/user/login/login with the SHA-256 of the password (auth-provider.ts); on success opens the
 * `backUrl` query parameter (same-origin portal URL) or /home; on failure shows the envelope message.
 */
import { useState } from "react";
import { Alert, Button, Form } from "antd";
// The bare input, not antd's `Input` namespace: that one carries TextArea, Password, Search and OTP
// (about 10 kB gzip) which the sign-in page, the first page a seller loads, does not use.
import Input from "antd/es/input/Input";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { signIn } from "../../providers/auth-provider";
import { LanguageSwitch } from "../layout/language-switch";
import { useNavigationEffects } from "../guard/navigation-effects";
import type { RouteEntry } from "../routes/route-model";

interface LoginValues {
  userName: string;
  password: string;
}

export function LoginPage({ routes = [] }: { routes?: readonly RouteEntry[] }) {
  const { t } = useTranslation(["common", "shell"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  useNavigationEffects(routes);

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    const result = await signIn({ ...values, backUrl: params.get("backUrl") });
    setSubmitting(false);
    if (result.success) navigate(result.redirectTo ?? "/home", { replace: true });
    else setError(result.error?.message || t("shell:login.failed"));
  };

  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", padding: 16, background: "#f5f5f5" }}>
      <section
        style={{
          width: "100%",
          maxWidth: 400,
          background: "#fff",
          borderRadius: 8,
          padding: 24,
          boxShadow: "0 1px 2px rgba(0,0,0,0.06)",
        }}
      >
        <h1 style={{ fontSize: 22, marginTop: 0 }}>{t("shell:login.title")}</h1>
        {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form<LoginValues> layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
          <Form.Item
            label={t("shell:login.userName")}
            name="userName"
            rules={[{ required: true, whitespace: true, message: t("shell:login.userNameRequired") }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t("shell:login.password")} required>
            <div style={{ display: "flex", gap: 8 }}>
              <Form.Item
                name="password"
                noStyle
                rules={[{ required: true, message: t("shell:login.passwordRequired") }]}
              >
                <Input
                  type={showPassword ? "text" : "password"}
                  autoComplete="current-password"
                  aria-label={t("shell:login.password")}
                />
              </Form.Item>
              <Button onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                {showPassword ? t("shell:login.hidePassword") : t("shell:login.showPassword")}
              </Button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t("shell:login.submit")}
          </Button>
        </Form>
        <div style={{ marginTop: 16, display: "flex", justifyContent: "center" }}>
          <LanguageSwitch />
        </div>
      </section>
    </main>
  );
}
export default LoginPage;
