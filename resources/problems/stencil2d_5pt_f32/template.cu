// Tunable 5-point stencil with register reuse along y. Parameters (as -D macros):
//   BX, BY  block of threads (x along columns, y along rows)
//   TY      consecutive rows per thread: the centre column values slide through registers
//           (up, centre, down), so each thread loads TY + 2 centre values for TY outputs
//           instead of 3 TY; left and right neighbours come from L1.
// The plan guarantees cols % BX == 0 and rows % (BY*TY) == 0.
#ifndef BX
#define BX 32
#endif
#ifndef BY
#define BY 8
#endif
#ifndef TY
#define TY 1
#endif

extern "C" __global__ void __launch_bounds__(BX * BY)
stencil5_tuned(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    const int j = blockIdx.x * BX + threadIdx.x;
    const int i0 = (blockIdx.y * BY + threadIdx.y) * TY;
    const bool edge_col = (j == 0) || (j == cols - 1);
    const float* p = in + (long long)i0 * cols + j;
    float* q = out + (long long)i0 * cols + j;
    float up = (i0 > 0) ? p[-cols] : 0.0f;
    float centre = p[0];
#pragma unroll
    for (int r = 0; r < TY; ++r) {
        const int i = i0 + r;
        const float down = (i + 1 < rows) ? p[(long long)(r + 1) * cols] : 0.0f;
        float v;
        if (edge_col || i == 0 || i == rows - 1) {
            v = centre;
        } else {
            const float* c = p + (long long)r * cols;
            v = 0.2f * (centre + up + down + c[-1] + c[1]);
        }
        q[(long long)r * cols] = v;
        up = centre;
        centre = down;
    }
}
