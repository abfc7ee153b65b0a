#!/usr/bin/env node
// The laguna-docs command.
import { main } from "../dist/index.js";

process.exitCode = await main(process.argv);
