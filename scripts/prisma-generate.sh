#!/bin/sh
# prisma generate needs no schema engine, but the CLI insists on finding one and would
# download it; these machines are offline, so point it at any existing file (STACK.md).
[ -n "$PRISMA_SCHEMA_ENGINE_BINARY" ] || export PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
exec prisma generate
