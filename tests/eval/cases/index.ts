import type { EvalCase } from "../eval-case";
import { boothCases } from "./booth";
import { harvardCases } from "./harvard";
import { kelloggCases } from "./kellogg";
import { stanfordCases } from "./stanford";
import { whartonCases } from "./wharton";

/** Every case: the planted problems of five schools, and one strong essay of each. */
export const evalCases: EvalCase[] = [...harvardCases, ...stanfordCases, ...whartonCases, ...kelloggCases, ...boothCases];
