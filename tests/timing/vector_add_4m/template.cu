// Tunable vector add. Parameters (as -D macros):
//   BLOCK  threads per block
//   VEC    elements per memory access (1 = float, 2 = float2, 4 = float4)
//   ITEMS  vector accesses per thread; a block covers BLOCK*VEC*ITEMS elements
// The launch plan guarantees n % (BLOCK*VEC*ITEMS) == 0 and grid = n / (BLOCK*VEC*ITEMS),
// so no bounds checks are needed. Accesses of one item step are coalesced across the block.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1
#endif
#ifndef ITEMS
#define ITEMS 1
#endif

#if VEC == 4
typedef float4 vec_t;
__device__ __forceinline__ vec_t vadd(vec_t x, vec_t y) { return make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w); }
#elif VEC == 2
typedef float2 vec_t;
__device__ __forceinline__ vec_t vadd(vec_t x, vec_t y) { return make_float2(x.x + y.x, x.y + y.y); }
#elif VEC == 1
typedef float vec_t;
__device__ __forceinline__ vec_t vadd(vec_t x, vec_t y) { return x + y; }
#else
#error "VEC must be 1, 2 or 4"
#endif

extern "C" __global__ void __launch_bounds__(BLOCK)
vector_add_tuned(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n)
{
    const vec_t* av = reinterpret_cast<const vec_t*>(a);
    const vec_t* bv = reinterpret_cast<const vec_t*>(b);
    vec_t* cv = reinterpret_cast<vec_t*>(c);
    const long long base = (long long)blockIdx.x * (BLOCK * ITEMS) + threadIdx.x;
    vec_t x[ITEMS], y[ITEMS];
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        x[k] = av[base + k * BLOCK];
        y[k] = bv[base + k * BLOCK];
    }
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) cv[base + k * BLOCK] = vadd(x[k], y[k]);
}
