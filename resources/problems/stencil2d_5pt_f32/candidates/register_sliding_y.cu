// Column strip of 16 rows per thread with a register sliding window.
// Requires cols % 32 == 0 and rows % 64 == 0.
#define ROWS_PER_THREAD 16

extern "C" __global__ void __launch_bounds__(128)
stencil5_sliding(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    const int j = blockIdx.x * 32 + threadIdx.x;
    const int i0 = (blockIdx.y * 4 + threadIdx.y) * ROWS_PER_THREAD;
    const bool edge_col = (j == 0) || (j == cols - 1);
    const float* p = in + (long long)i0 * cols + j;
    float* q = out + (long long)i0 * cols + j;
    float up = (i0 > 0) ? p[-cols] : 0.0f;
    float centre = p[0];
#pragma unroll
    for (int r = 0; r < ROWS_PER_THREAD; ++r) {
        const int i = i0 + r;
        const float down = (i + 1 < rows) ? p[(long long)(r + 1) * cols] : 0.0f;
        const float* c = p + (long long)r * cols;
        float v = centre;
        if (!edge_col && i != 0 && i != rows - 1) v = 0.2f * (centre + up + down + c[-1] + c[1]);
        q[(long long)r * cols] = v;
        up = centre;
        centre = down;
    }
}
