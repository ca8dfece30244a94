import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { LoginForm } from "../../components/admin/login-form.tsx";
import { useAuth } from "../../lib/auth.ts";
import { AdminProviders } from "../../components/admin/admin-providers.tsx";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Sign In");

export default function AdminLogin() {
  return (
    <AdminProviders>
      <AdminLoginContent />
    </AdminProviders>
  );
}

function AdminLoginContent() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // Only someone who arrives already signed in is sent on at once; a fresh sign-in waits for its toast.
  const [signedInOnArrival] = useState(() => user !== null);
  useEffect(() => {
    if (user && signedInOnArrival) navigate("/admin", { replace: true });
  }, [user, signedInOnArrival, navigate]);
  return <LoginForm />;
}
