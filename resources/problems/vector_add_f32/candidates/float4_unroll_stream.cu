// Each block covers 4096 floats = 4 rounds of 256 threads x float4. All 8 loads of a thread
// are issued before the first store to maximise memory-level parallelism.
extern "C" __global__ void __launch_bounds__(256)
vector_add_float4_x4(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n)
{
    const float4* a4 = reinterpret_cast<const float4*>(a);
    const float4* b4 = reinterpret_cast<const float4*>(b);
    float4* c4 = reinterpret_cast<float4*>(c);
    const long long base = (long long)blockIdx.x * 1024 + threadIdx.x;  // in float4 units
    const long long nfull = n / 4;                                       // complete float4s
    if ((base + 3 * 256) < nfull) {
        float4 x[4], y[4];
#pragma unroll
        for (int k = 0; k < 4; ++k) { x[k] = __ldcs(a4 + base + k * 256); y[k] = __ldcs(b4 + base + k * 256); }
#pragma unroll
        for (int k = 0; k < 4; ++k)
            __stcs(c4 + base + k * 256, make_float4(x[k].x + y[k].x, x[k].y + y[k].y, x[k].z + y[k].z, x[k].w + y[k].w));
    } else {
        // Tail block: element-wise with bounds checks.
        for (int k = 0; k < 4; ++k) {
            long long v = base + k * 256;
            for (int e = 0; e < 4; ++e) {
                long long i = v * 4 + e;
                if (i < n) c[i] = a[i] + b[i];
            }
        }
    }
}
