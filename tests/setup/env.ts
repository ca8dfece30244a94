// Tests never read the developer's environment for secrets or ports.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SECRET_KEY ??= "test-secret-key-test-secret-key-0123456789abcdef";
