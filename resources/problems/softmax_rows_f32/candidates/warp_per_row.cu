// One warp per row; requires cols % 4 == 0 (float4 accesses).
#define NEG_INF __int_as_float(0xff800000)

extern "C" __global__ void __launch_bounds__(256)
softmax_warp_per_row(const float* __restrict__ x, float* __restrict__ y, int rows, int cols)
{
    const int row = blockIdx.x * 8 + threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    if (row >= rows) return;  // whole warp leaves together
    const float4* xr = reinterpret_cast<const float4*>(x + (long long)row * cols);
    float4* yr = reinterpret_cast<float4*>(y + (long long)row * cols);
    const int nv = cols / 4;

    float m = NEG_INF, s = 0.0f;
    for (int j = lane; j < nv; j += 32) {
        const float4 v = xr[j];
        const float vm = fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w));
        const float mn = fmaxf(m, vm);
        s = s * expf(m - mn) + (expf(v.x - mn) + expf(v.y - mn)) + (expf(v.z - mn) + expf(v.w - mn));
        m = mn;
    }
    for (int o = 16; o > 0; o >>= 1) {
        const float m2 = __shfl_xor_sync(0xffffffffu, m, o), s2 = __shfl_xor_sync(0xffffffffu, s, o);
        const float mn = fmaxf(m, m2);
        if (mn != NEG_INF) {  // both lanes empty only when cols < 128
            s = s * expf(m - mn) + s2 * expf(m2 - mn);
            m = mn;
        }
    }
    const float inv = 1.0f / s;
    for (int j = lane; j < nv; j += 32) {
        const float4 v = xr[j];
        yr[j] = make_float4(expf(v.x - m) * inv, expf(v.y - m) * inv, expf(v.z - m) * inv, expf(v.w - m) * inv);
    }
}
