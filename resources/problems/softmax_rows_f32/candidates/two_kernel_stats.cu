// Kernel 1: per-row (max, sum of exp) by the online-softmax recurrence, stored as stats[2*row].
// Kernel 2: element-wise normalisation, 4 consecutive elements per thread (cols % 4 == 0).
#define NEG_INF __int_as_float(0xff800000)

__device__ __forceinline__ void merge(float& m, float& s, float m2, float s2)
{
    const float mn = fmaxf(m, m2);
    if (mn == NEG_INF) return;
    s = s * expf(m - mn) + s2 * expf(m2 - mn);
    m = mn;
}

extern "C" __global__ void __launch_bounds__(256)
softmax_row_stats(const float* __restrict__ x, float* __restrict__ stats, int rows, int cols)
{
    __shared__ float sm[8], ss[8];
    const int row = blockIdx.x;
    const float* xr = x + (long long)row * cols;
    float m = NEG_INF, s = 0.0f;
    for (int j = threadIdx.x; j < cols; j += 256) {
        const float v = xr[j];
        if (v > m) { s = s * expf(m - v) + 1.0f; m = v; }
        else       { s += expf(v - m); }
    }
    for (int o = 16; o > 0; o >>= 1) {
        float m2 = __shfl_xor_sync(0xffffffffu, m, o), s2 = __shfl_xor_sync(0xffffffffu, s, o);
        merge(m, s, m2, s2);
    }
    if (threadIdx.x % 32 == 0) { sm[threadIdx.x / 32] = m; ss[threadIdx.x / 32] = s; }
    __syncthreads();
    if (threadIdx.x < 32) {
        m = threadIdx.x < 8 ? sm[threadIdx.x] : NEG_INF;
        s = threadIdx.x < 8 ? ss[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) {
            float m2 = __shfl_xor_sync(0xffffffffu, m, o), s2 = __shfl_xor_sync(0xffffffffu, s, o);
            merge(m, s, m2, s2);
        }
        if (threadIdx.x == 0) { stats[2 * row] = m; stats[2 * row + 1] = s; }
    }
}

extern "C" __global__ void __launch_bounds__(256)
softmax_apply(const float* __restrict__ x, float* __restrict__ y, const float* __restrict__ stats, int rows, int cols)
{
    const long long v = (long long)blockIdx.x * blockDim.x + threadIdx.x;  // float4 index
    const long long total = (long long)rows * cols;
    if (v * 4 >= total) return;
    const int row = (int)((v * 4) / cols);  // cols % 4 == 0: a float4 never straddles rows
    const float m = stats[2 * row], inv = 1.0f / stats[2 * row + 1];
    float4 a = reinterpret_cast<const float4*>(x)[v];
    float4 o = make_float4(expf(a.x - m) * inv, expf(a.y - m) * inv, expf(a.z - m) * inv, expf(a.w - m) * inv);
    reinterpret_cast<float4*>(y)[v] = o;
}
