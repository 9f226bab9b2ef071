import type { NextConfig } from 'next';

// Nothing Portcullis-specific: the package needs no transpiling, aliasing or server-external setting.
const nextConfig: NextConfig = {};

export default nextConfig;
