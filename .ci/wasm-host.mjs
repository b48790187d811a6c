// Runs the battery's WebAssembly module (built by .ci/embedded) under node, supplying what
// Embedded Swift imports on wasm32-unknown-none-wasm: memory allocation (a bump allocator past
// __heap_base; free keeps nothing), output (putchar, a line at a time), sin, cos, acos, asin,
// atan2, exp and log (from the JavaScript engine, so they may differ from the C library's in the
// last bit), fmod, round, an exact fused multiply-add, memcmp, a 128-bit product, and random bytes
// (fixed: they only seed hashing).
//
//   node .ci/wasm-host.mjs battery.wasm

import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
let memory;
let heap = 0;
let line = [];

// The exact a·b + c, rounded once: with BigInt, each number an integer times a power of two.
function decompose(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  return exponent === 0
    ? [sign * fraction, -1074]
    : [sign * (fraction | 0x10000000000000n), exponent - 1075];
}

function bitLength(n) {
  return n === 0n ? 0 : n.toString(2).length;
}

// s · 2^e rounded to the nearest double, ties to even.
function scale(s, e) {
  const negative = s < 0n;
  let m = negative ? -s : s;
  let length = bitLength(m);
  // Keep at most 1000 bits, folding the rest into a sticky bit (it only breaks ties).
  if (length > 1000) {
    const shift = length - 1000;
    const sticky = (m & ((1n << BigInt(shift)) - 1n)) !== 0n ? 1n : 0n;
    m = (m >> BigInt(shift)) | sticky;
    e += shift;
    length = 1000;
  }
  // A subnormal (or zero) result: round to a multiple of 2^-1074 here.
  if (length - 1 + e < -1022) {
    const k = -1074 - e;
    if (k > 0) {
      if (k > length + 1) return negative ? -0 : 0;
      const kept = m >> BigInt(k);
      const rest = m - (kept << BigInt(k));
      const half = 1n << BigInt(k - 1);
      const up = rest > half || (rest === half && (kept & 1n) === 1n);
      const value = Number(up ? kept + 1n : kept) * 2 ** -1074;
      return negative ? -value : value;
    }
  }
  let value = Number(m); // correctly rounded to 53 bits
  while (e > 0) { const step = Math.min(e, 1000); value *= 2 ** step; e -= step; }
  while (e < 0) { const step = Math.max(e, -1000); value *= 2 ** step; e -= step; }
  return negative ? -value : value;
}

function fma(a, b, c) {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0 || b === 0) return a * b + c;
  if (!Number.isFinite(c)) return c; // the exact product is finite
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const [mc, ec] = c === 0 ? [0n, ea + eb] : decompose(c);
  const e = Math.min(ea + eb, ec);
  const sum = ((ma * mb) << BigInt(ea + eb - e)) + (mc << BigInt(ec - e));
  if (sum === 0n) return a * b + c; // an exact zero: its sign as IEEE 754 gives it
  return scale(sum, e);
}

function u8() {
  return new Uint8Array(memory.buffer);
}

const env = {
  posix_memalign(pointerAddress, alignment, size) {
    heap = Math.ceil(heap / alignment) * alignment;
    const address = heap;
    heap += Math.max(size, 1);
    const needed = heap - memory.buffer.byteLength;
    if (needed > 0) memory.grow(Math.ceil(needed / 65536));
    new DataView(memory.buffer).setUint32(pointerAddress, address, true);
    return 0;
  },
  free() {},
  putchar(c) {
    if (c === 10) {
      process.stdout.write(Buffer.from(line).toString("utf8") + "\n");
      line = [];
    } else {
      line.push(c);
    }
    return c;
  },
  sin: Math.sin,
  cos: Math.cos,
  acos: Math.acos,
  asin: Math.asin,
  atan2: Math.atan2,
  exp: Math.exp,
  log: Math.log,
  // C's fmod: JavaScript's % on numbers is the same exact remainder, with the dividend's sign.
  fmod: (x, y) => x % y,
  // C's round: halves away from zero (exact: no arithmetic but the choice of neighbour).
  round: (x) => Math.sign(x) * Math.round(Math.abs(x)),
  fma,
  memcmp(a, b, count) {
    const bytes = u8();
    for (let i = 0; i < count; i++) {
      if (bytes[a + i] !== bytes[b + i]) return bytes[a + i] - bytes[b + i];
    }
    return 0;
  },
  // compiler-rt's 128-bit product, the result stored at `result` (low half first).
  __multi3(result, aLow, aHigh, bLow, bHigh) {
    const u = (x) => BigInt.asUintN(64, x);
    const product = BigInt.asUintN(
      128, ((u(aHigh) << 64n) | u(aLow)) * ((u(bHigh) << 64n) | u(bLow)));
    const view = new DataView(memory.buffer);
    view.setBigUint64(result, BigInt.asUintN(64, product), true);
    view.setBigUint64(result + 8, product >> 64n, true);
  },
  arc4random_buf(address, count) {
    u8().fill(0x5a, address, address + count);
  },
  __stack_chk_fail() {
    throw new Error("stack smashing detected");
  },
};

const { instance } = await WebAssembly.instantiate(bytes, { env });
memory = instance.exports.memory;
heap = instance.exports.__heap_base.value;
const status = instance.exports.__main_argc_argv(0, 0);
if (line.length) process.stdout.write(Buffer.from(line).toString("utf8") + "\n");
process.exitCode = status;
