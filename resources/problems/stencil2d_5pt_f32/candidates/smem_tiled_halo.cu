// 32 x 8 tile with a one-point halo in shared memory.
extern "C" __global__ void __launch_bounds__(256)
stencil5_smem(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    __shared__ float t[10][34];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int j0 = blockIdx.x * 32, i0 = blockIdx.y * 8;
    // Fill the 10 x 34 tile (rows i0-1 .. i0+8, columns j0-1 .. j0+32); 340 values, 256 threads.
    for (int e = ty * 32 + tx; e < 340; e += 256) {
        const int r = e / 34, c = e % 34;
        const int gi = i0 - 1 + r, gj = j0 - 1 + c;
        t[r][c] = (gi >= 0 && gi < rows && gj >= 0 && gj < cols) ? in[(long long)gi * cols + gj] : 0.0f;
    }
    __syncthreads();
    const int i = i0 + ty, j = j0 + tx;
    if (i >= rows || j >= cols) return;
    const float centre = t[ty + 1][tx + 1];
    float v;
    if (i == 0 || j == 0 || i == rows - 1 || j == cols - 1) v = centre;
    else v = 0.2f * (centre + t[ty][tx + 1] + t[ty + 2][tx + 1] + t[ty + 1][tx] + t[ty + 1][tx + 2]);
    out[(long long)i * cols + j] = v;
}
