#include "gpu/worker/HarnessKernels.h"

namespace augur::gpu {

namespace {

// Seeded inputs: splitmix64, the four input distributions, conversions per dtype.
constexpr const char* kSampling = R"CUDA(
#include <cuda_fp16.h>
#include <cuda_bf16.h>

typedef unsigned long long u64;

__device__ __forceinline__ u64 augur_mix(u64 x) {
    // splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014)
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

__device__ __forceinline__ double augur_unit(u64 bits) { return (double)(bits >> 11) * (1.0 / 9007199254740992.0); }

// mode 0: normal(0,1) by Box-Muller; 1: uniform [-1,1); 2: uniform [0.5,1.5); 3: integers in [lo,hi]
__device__ __forceinline__ double augur_sample(u64 i, u64 seed, int mode, double lo, double hi) {
    u64 a = augur_mix(seed * 0x100000001B3ull ^ augur_mix(i));
    double u = augur_unit(a);
    if (mode == 1) return 2.0 * u - 1.0;
    if (mode == 2) return 0.5 + u;
    if (mode == 3) { double v = lo + floor(u * (hi - lo + 1.0)); return v > hi ? hi : v; }
    double u2 = augur_unit(augur_mix(a));
    double r = sqrt(-2.0 * log(u > 1e-300 ? u : 1e-300));
    return r * cospi(2.0 * u2);
}

template <typename T> __device__ __forceinline__ T augur_from_double(double v) { return (T)v; }
template <> __device__ __forceinline__ __half augur_from_double<__half>(double v) { return __double2half(v); }
template <> __device__ __forceinline__ __nv_bfloat16 augur_from_double<__nv_bfloat16>(double v) { return __double2bfloat16(v); }
template <typename T> __device__ __forceinline__ double augur_to_double(T v) { return (double)v; }
template <> __device__ __forceinline__ double augur_to_double<__half>(__half v) { return (double)__half2float(v); }
template <> __device__ __forceinline__ double augur_to_double<__nv_bfloat16>(__nv_bfloat16 v) { return (double)__bfloat162float(v); }

template <typename T>
__device__ void augur_init(T* p, u64 n, u64 seed, int mode, double lo, double hi) {
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)
        p[i] = augur_from_double<T>(augur_sample(i, seed, mode, lo, hi));
}

)CUDA";

// The tolerance comparison: per-thread tallies combined per warp.
constexpr const char* kComparison =
    R"CUDA(// out[0]: mismatches, out[1]: NaN where the reference is not NaN, out[2]: first bad index,
// out[3]: largest |got - expected| as double bits (non-negative doubles order as integers).
// Each thread keeps its own tallies and each warp combines them before one atomic per warp:
// an atomic per element on one address serialised the whole comparison (about 20 ms for
// 64M elements on an H200, most of a checked timed launch's cost).
__device__ __forceinline__ void augur_compare_flush(u64 bad, u64 nans, u64 first, u64 maxBits, u64* out) {
    for (int o = 16; o > 0; o >>= 1) {
        bad += __shfl_xor_sync(0xFFFFFFFFu, bad, o);
        nans += __shfl_xor_sync(0xFFFFFFFFu, nans, o);
        const u64 f = __shfl_xor_sync(0xFFFFFFFFu, first, o);
        first = f < first ? f : first;
        const u64 m = __shfl_xor_sync(0xFFFFFFFFu, maxBits, o);
        maxBits = m > maxBits ? m : maxBits;
    }
    if ((threadIdx.x & 31) != 0) return;
    if (bad) { atomicAdd(&out[0], bad); atomicMin(&out[2], first); }
    if (nans) atomicAdd(&out[1], nans);
    if (maxBits) atomicMax(&out[3], maxBits);
}

template <typename T> __device__ __forceinline__ T augur_load(const T* p, u64 i, u64 key);

// The tolerance comparison of got against expected; `gotKey`/`expectedKey` unmask either
// (0 = plain). blockDim.x must be a multiple of 32 (the loop runs whole warps).
template <typename T>
__device__ void augur_compare_masked(const T* got, u64 gotKey, const T* expected, u64 expectedKey, u64 n, double atol,
                                     double rtol, u64* out) {
    u64 bad = 0, nans = 0, first = ~0ull, maxBits = 0;
    const u64 stride = (u64)gridDim.x * blockDim.x;
    const u64 start = blockIdx.x * (u64)blockDim.x + threadIdx.x;
    const u64 rounds = (n + stride - 1) / stride; // every lane runs as many rounds: shuffles need the whole warp
    for (u64 r = 0; r < rounds; ++r) {
        const u64 i = start + r * stride;
        if (i >= n) continue;
        double g = augur_to_double<T>(augur_load<T>(got, i, gotKey));
        double e = augur_to_double<T>(augur_load<T>(expected, i, expectedKey));
        bool gnan = g != g, enan = e != e;
        if (gnan && enan) continue;
        double err = gnan || enan ? __longlong_as_double(0x7ff0000000000000ll) : fabs(g - e);
        if (gnan || enan || err > atol + rtol * fabs(e)) {
            ++bad;
            if (gnan) ++nans;
            if (i < first) first = i;
        }
        const u64 bits = (u64)__double_as_longlong(err);
        if (err > 0 && bits > maxBits) maxBits = bits;
    }
    augur_compare_flush(bad, nans, first, maxBits, out);
}

)CUDA";

// The Philox mask of the trusted outputs kept on the device, and masked loads.
constexpr const char* kPhiloxMask =
    R"CUDA(// Philox4x32-10 (Salmon, Moraes, Dror, Shaw, "Parallel random numbers: as easy as 1, 2, 3",
// SC 2011, section 4): the keystream that masks the reference's outputs kept on the device.
// A kernel that finds them in memory reads words XORed with a stream it cannot reproduce
// without the key, which lives only in the harness's launch parameters.
__device__ __forceinline__ unsigned augur_philox_word(u64 word, u64 key) {
    unsigned c0 = (unsigned)(word >> 2), c1 = (unsigned)(word >> 34), c2 = 0x41554752u, c3 = 0x4D41534Bu;
    unsigned k0 = (unsigned)key, k1 = (unsigned)(key >> 32);
#pragma unroll
    for (int r = 0; r < 10; ++r) {
        const unsigned hi0 = __umulhi(0xD2511F53u, c0), lo0 = 0xD2511F53u * c0;
        const unsigned hi1 = __umulhi(0xCD9E8D57u, c2), lo1 = 0xCD9E8D57u * c2;
        c0 = hi1 ^ c1 ^ k0; c1 = lo1; c2 = hi0 ^ c3 ^ k1; c3 = lo0;
        k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
    }
    const unsigned lane = (unsigned)(word & 3);
    return lane == 0 ? c0 : lane == 1 ? c1 : lane == 2 ? c2 : c3;
}

// Element i of a buffer of T, unmasked when `key` is non-zero (masked with the word stream
// of augur_mask_words), read as plain T when it is zero.
template <typename T> __device__ __forceinline__ T augur_load(const T* p, u64 i, u64 key) {
    if (key == 0) return p[i];
    const unsigned* words = (const unsigned*)p;
    if constexpr (sizeof(T) == 8) {
        unsigned w[2] = {words[2 * i] ^ augur_philox_word(2 * i, key), words[2 * i + 1] ^ augur_philox_word(2 * i + 1, key)};
        T v; memcpy(&v, w, 8); return v;
    }
    else if constexpr (sizeof(T) == 4) {
        unsigned w = words[i] ^ augur_philox_word(i, key);
        T v; memcpy(&v, &w, 4); return v;
    } else {
    const u64 byte = i * sizeof(T), word = byte >> 2;
    unsigned w = words[word] ^ augur_philox_word(word, key);
    unsigned shift = (unsigned)(byte & 3) * 8;
    if constexpr (sizeof(T) == 2) { unsigned short h = (unsigned short)(w >> shift); T v; memcpy(&v, &h, 2); return v; }
    else { unsigned char b = (unsigned char)(w >> shift); T v; memcpy(&v, &b, 1); return v; }
    }
}

)CUDA";

// The precision check's sums against the float64 reference.
constexpr const char* kPrecisionSums =
    R"CUDA(__device__ __forceinline__ double augur_block_sum(double v, double* shared) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xFFFFFFFFu, v, o);
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    __syncthreads();
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    v = threadIdx.x < (blockDim.x >> 5) ? shared[threadIdx.x] : 0.0;
    if (warp == 0)
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xFFFFFFFFu, v, o);
    return v;
}

// The sums of the precision check (docs/measurement.md, "Precision"): x against the float64
// reference's r, over elements where r is finite. out[0] += sum (x-r)^2, out[1] += sum r^2,
// out[2] += elements counted, out[3] += elements where r is not finite, out[4] += elements
// where x is not finite but r is. Block sums, then one atomic per block; blockDim.x 256.
template <typename T>
__device__ void augur_error_sums(const T* x, u64 xKey, const T* r, u64 rKey, u64 n, double* out) {
    __shared__ double shared[32];
    double se = 0, sr = 0, counted = 0, skipped = 0, nonFinite = 0;
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        const double rv = augur_to_double<T>(augur_load<T>(r, i, rKey));
        if (!isfinite(rv)) { skipped += 1; continue; }
        const double xv = augur_to_double<T>(augur_load<T>(x, i, xKey));
        if (!isfinite(xv)) { nonFinite += 1; continue; }
        se += (xv - rv) * (xv - rv);
        sr += rv * rv;
        counted += 1;
    }
    double sums[5] = {se, sr, counted, skipped, nonFinite};
    for (int k = 0; k < 5; ++k) {
        const double total = augur_block_sum(sums[k], shared);
        if (threadIdx.x == 0 && total != 0) atomicAdd(&out[k], total);
    }
}

)CUDA";

// The kernels the harness launches, per dtype and for hashes, guards, flush and poison.
constexpr const char* kEntryPoints = R"CUDA(// dst = src XOR the Philox word stream of `key`, over whole 32-bit words.
extern "C" __global__ void augur_mask_words(unsigned* dst, const unsigned* src, u64 words, u64 key) {
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x)
        dst[i] = src[i] ^ augur_philox_word(i, key);
}

#define AUGUR_DTYPE(name, T) \
extern "C" __global__ void augur_init_##name(T* p, u64 n, u64 seed, int mode, double lo, double hi) { augur_init<T>(p, n, seed, mode, lo, hi); } \
extern "C" __global__ void augur_compare_masked_##name(const T* g, u64 gk, const T* e, u64 ek, u64 n, double atol, double rtol, u64* out) { augur_compare_masked<T>(g, gk, e, ek, n, atol, rtol, out); } \
extern "C" __global__ void augur_error_sums_##name(const T* x, u64 xk, const T* r, u64 rk, u64 n, double* out) { augur_error_sums<T>(x, xk, r, rk, n, out); }
AUGUR_DTYPE(f32, float)
AUGUR_DTYPE(f64, double)
AUGUR_DTYPE(f16, __half)
AUGUR_DTYPE(bf16, __nv_bfloat16)
AUGUR_DTYPE(i32, int)
AUGUR_DTYPE(u32, unsigned int)
AUGUR_DTYPE(i64, long long)
AUGUR_DTYPE(u8, unsigned char)

// Order-independent hash of 32-bit words: a sum and an xor of mixed (index, value) pairs.
extern "C" __global__ void augur_hash_words(const unsigned int* p, u64 words, u64* out) {
    u64 sum = 0, x = 0;
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 h = augur_mix((i << 32) ^ p[i]);
        sum += h;
        x ^= augur_mix(h);
    }
    atomicAdd(&out[0], sum);
    atomicXor(&out[1], x);
}

// Evicts the L2 by reading a buffer twice its size. Reading leaves clean lines behind, so
// the next kernel pays no write-back of the flush's own data (a memset would leave the
// L2 full of dirty lines and slow memory-bound kernels by a few per cent).
extern "C" __global__ void augur_l2_flush(const uint4* p, u64 n, unsigned int salt, unsigned int* sink) {
    unsigned int acc = 0;
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        uint4 v = p[i];
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    if (acc == salt) *sink = acc; // practically never true; keeps the loads alive
}

// Fills the shared memory of every SM with all bits set (NaN) before a correctness run,
// so a kernel that reads shared memory it never wrote gets NaN instead of leftover zeros.
extern "C" __global__ void augur_poison_shared(unsigned int words) {
    extern __shared__ unsigned int s[];
    for (unsigned int k = threadIdx.x; k < words; k += blockDim.x) s[k] = 0xFFFFFFFFu;
}

extern "C" __global__ void augur_count_ne_u32(const unsigned int* p, u64 words, unsigned int pattern, u64* out) {
    u64 bad = 0;
    for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x)
        bad += p[i] != pattern;
    if (bad) atomicAdd(out, bad);
}
)CUDA";

} // namespace

const std::string& harnessKernelSource() {
    static const std::string source =
        std::string(kSampling) + kComparison + kPhiloxMask + kPrecisionSums + kEntryPoints;
    return source;
}

} // namespace augur::gpu
