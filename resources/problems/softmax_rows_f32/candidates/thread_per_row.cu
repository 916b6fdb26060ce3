// Naive: one thread computes a whole row serially.
extern "C" __global__ void softmax_thread_per_row(const float* x, float* y, int rows, int cols)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;
    float m = xr[0];
    for (int j = 1; j < cols; ++j) m = fmaxf(m, xr[j]);
    float s = 0.0f;
    for (int j = 0; j < cols; ++j) s += expf(xr[j] - m);
    for (int j = 0; j < cols; ++j) yr[j] = expf(xr[j] - m) / s;
}
