// Reference: one thread per element. Reads are coalesced along a row of `in`; the writes
// go down a column of `out` (stride rows * 4 bytes), so every warp store touches 32 lines.
extern "C" __global__ void transpose_naive(const float* in, float* out, int rows, int cols)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < rows && c < cols) out[(long long)c * rows + r] = in[(long long)r * cols + c];
}
