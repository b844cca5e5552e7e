# The service in a container: `docker build -t swiss-register .` (compose.yaml runs several of them).
# The server reads files beside dist/ at run time (llms.txt, well-known/, data/, the page assets under src/), so the
# image holds the repository (without what .dockerignore names) with production dependencies only.
FROM node:20-bookworm-slim
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm prune --omit=dev && npm cache clean --force
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 HOST=0.0.0.0 PORT=8080 DATABASE_PATH=/data/register.sqlite ACCOUNTS_DATABASE_PATH=/data/accounts.sqlite
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=4", "dist/cli.js", "serve"]
