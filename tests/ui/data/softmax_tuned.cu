#define BLOCK 256
#define VEC 4
#define CACHE 0
#define ONLINE 1
// Tunable row softmax: one block per row. Parameters (as -D macros):
//   BLOCK   threads per block (one row per block)
//   VEC     elements per load/store (1, 2, 4)
//   CACHE   1: the first pass stages the row in dynamic shared memory (cols*4 bytes) and later
//           passes read it from there; 0: later passes re-read global memory (L1/L2 hits)
//   ONLINE  1: max and sum in one pass (online softmax, rescaling the running sum);
//           0: a max pass then a sum pass
// The plan guarantees cols % (BLOCK*VEC) == 0.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1
#endif
#ifndef CACHE
#define CACHE 0
#endif
#ifndef ONLINE
#define ONLINE 0
#endif

#if VEC == 4
typedef float4 vec_t;
#define VGET(v, k) ((k) == 0 ? (v).x : (k) == 1 ? (v).y : (k) == 2 ? (v).z : (v).w)
#define VSET(v, k, val) do { if ((k) == 0) (v).x = (val); else if ((k) == 1) (v).y = (val); else if ((k) == 2) (v).z = (val); else (v).w = (val); } while (0)
#elif VEC == 2
typedef float2 vec_t;
#define VGET(v, k) ((k) == 0 ? (v).x : (v).y)
#define VSET(v, k, val) do { if ((k) == 0) (v).x = (val); else (v).y = (val); } while (0)
#elif VEC == 1
typedef float vec_t;
#define VGET(v, k) (v)
#define VSET(v, k, val) do { (v) = (val); } while (0)
#else
#error "VEC must be 1, 2 or 4"
#endif

#define NWARPS (BLOCK / 32)
#define NEG_INF __int_as_float(0xff800000)  // -inf (no <cmath> under NVRTC)

__device__ __forceinline__ float warp_max(float v)
{
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
// Combines (max, sum) pairs of the online softmax.
__device__ __forceinline__ void online_merge(float& m, float& s, float m2, float s2)
{
    const float mn = fmaxf(m, m2);
    if (mn == NEG_INF) return;  // both empty
    s = s * expf(m - mn) + s2 * expf(m2 - mn);
    m = mn;
}

// Block-wide reductions; every thread gets the result.
__device__ __forceinline__ float block_max(float v, float* red)
{
    v = warp_max(v);
    if (threadIdx.x % 32 == 0) red[threadIdx.x / 32] = v;
    __syncthreads();
    v = (threadIdx.x % 32 < NWARPS) ? red[threadIdx.x % 32] : NEG_INF;
    v = warp_max(v);
    __syncthreads();  // red may be reused
    return v;
}
__device__ __forceinline__ float block_sum(float v, float* red)
{
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0) red[threadIdx.x / 32] = v;
    __syncthreads();
    v = (threadIdx.x % 32 < NWARPS) ? red[threadIdx.x % 32] : 0.0f;
    v = warp_sum(v);
    __syncthreads();
    return v;
}

extern "C" __global__ void __launch_bounds__(BLOCK)
softmax_tuned(const float* __restrict__ x, float* __restrict__ y, int rows, int cols)
{
    __shared__ float red_m[32];
    __shared__ float red_s[32];
#if CACHE
    extern __shared__ __align__(16) float row_cache[];
    vec_t* cache = reinterpret_cast<vec_t*>(row_cache);
#endif
    const int row = blockIdx.x;
    if (row >= rows) return;
    const vec_t* xr = reinterpret_cast<const vec_t*>(x + (long long)row * cols);
    vec_t* yr = reinterpret_cast<vec_t*>(y + (long long)row * cols);
    const int nv = cols / VEC;

    float m = NEG_INF, s = 0.0f;
#if ONLINE
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
        vec_t v = xr[j];
#if CACHE
        cache[j] = v;
#endif
        float vm = VGET(v, 0);
#pragma unroll
        for (int k = 1; k < VEC; ++k) vm = fmaxf(vm, VGET(v, k));
        const float mn = fmaxf(m, vm);
        float add = 0.0f;
#pragma unroll
        for (int k = 0; k < VEC; ++k) add += expf(VGET(v, k) - mn);
        s = s * expf(m - mn) + add;  // expf(-inf) = 0 on the first step
        m = mn;
    }
    // Block-wide merge of (m, s) pairs.
    for (int o = 16; o > 0; o >>= 1) {
        float m2 = __shfl_xor_sync(0xffffffffu, m, o);
        float s2 = __shfl_xor_sync(0xffffffffu, s, o);
        online_merge(m, s, m2, s2);
    }
    if (threadIdx.x % 32 == 0) { red_m[threadIdx.x / 32] = m; red_s[threadIdx.x / 32] = s; }
    __syncthreads();
    {
        const int lane = threadIdx.x % 32;
        m = (lane < NWARPS) ? red_m[lane] : NEG_INF;
        s = (lane < NWARPS) ? red_s[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) {
            float m2 = __shfl_xor_sync(0xffffffffu, m, o);
            float s2 = __shfl_xor_sync(0xffffffffu, s, o);
            online_merge(m, s, m2, s2);
        }
    }
#else
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
        vec_t v = xr[j];
#if CACHE
        cache[j] = v;
#endif
#pragma unroll
        for (int k = 0; k < VEC; ++k) m = fmaxf(m, VGET(v, k));
    }
    m = block_max(m, red_m);  // its barrier also publishes the cache
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
#if CACHE
        vec_t v = cache[j];
#else
        vec_t v = xr[j];
#endif
#pragma unroll
        for (int k = 0; k < VEC; ++k) s += expf(VGET(v, k) - m);
    }
    s = block_sum(s, red_s);
#endif
#if CACHE && ONLINE
    __syncthreads();  // cache complete before other threads' entries are read
#endif
    const float inv = 1.0f / s;
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
#if CACHE
        vec_t v = cache[j];
#else
        vec_t v = xr[j];
#endif
        vec_t o;
#pragma unroll
        for (int k = 0; k < VEC; ++k) VSET(o, k, expf(VGET(v, k) - m) * inv);
        yr[j] = o;
    }
}
