// One thread per element, consecutive threads write consecutive elements of out.
extern "C" __global__ void transpose_naive_wc(const float* in, float* out, int rows, int cols)
{
    const int r = blockIdx.x * blockDim.x + threadIdx.x;  // column of out = row of in
    const int c = blockIdx.y * blockDim.y + threadIdx.y;  // row of out = column of in
    if (r < rows && c < cols) out[(long long)c * rows + r] = in[(long long)r * cols + c];
}
