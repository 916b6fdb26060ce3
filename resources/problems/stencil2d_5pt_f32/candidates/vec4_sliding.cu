// float4 columns x 16-row sliding window. Block 64 x 4 threads covers 256 columns x 64 rows.
// Requires cols % 256 == 0 and rows % 64 == 0 (so every warp spans 128 in-range columns).
#define ROWS_PER_THREAD 16

extern "C" __global__ void __launch_bounds__(256)
stencil5_vec4(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    const int lane = threadIdx.x % 32;
    const int j = (blockIdx.x * 64 + threadIdx.x) * 4;       // first of 4 columns
    const int i0 = (blockIdx.y * 4 + threadIdx.y) * ROWS_PER_THREAD;
    const int cols4 = cols / 4;
    const float4* p = reinterpret_cast<const float4*>(in) + (long long)i0 * cols4 + j / 4;
    float4* q = reinterpret_cast<float4*>(out) + (long long)i0 * cols4 + j / 4;
    const float* ps = in + (long long)i0 * cols + j;          // scalar view for warp-edge halos

    float4 up = (i0 > 0) ? p[-cols4] : make_float4(0.f, 0.f, 0.f, 0.f);
    float4 c = p[0];
#pragma unroll
    for (int r = 0; r < ROWS_PER_THREAD; ++r) {
        const int i = i0 + r;
        const float4 down = (i + 1 < rows) ? p[(long long)(r + 1) * cols4] : make_float4(0.f, 0.f, 0.f, 0.f);
        // Left neighbour of column j and right neighbour of column j + 3.
        float left = __shfl_up_sync(0xffffffffu, c.w, 1);
        float right = __shfl_down_sync(0xffffffffu, c.x, 1);
        if (lane == 0) left = (j > 0) ? ps[(long long)r * cols - 1] : 0.0f;
        if (lane == 31) right = (j + 4 < cols) ? ps[(long long)r * cols + 4] : 0.0f;
        float4 v = c;
        if (i != 0 && i != rows - 1) {
            v.x = 0.2f * (c.x + up.x + down.x + left + c.y);
            v.y = 0.2f * (c.y + up.y + down.y + c.x + c.z);
            v.z = 0.2f * (c.z + up.z + down.z + c.y + c.w);
            v.w = 0.2f * (c.w + up.w + down.w + c.z + right);
            if (j == 0) v.x = c.x;                // left boundary column
            if (j + 3 == cols - 1) v.w = c.w;     // right boundary column
        }
        __stcs(q + (long long)r * cols4, v);
        up = c;
        c = down;
    }
}
