// Float64 reference for the precision check: max, exponentials and the row sum in double,
// each output rounded once to float. One block of 256 threads per row.
extern "C" __global__ void softmax_f64(const float* x, float* y, int rows, int cols)
{
    __shared__ double s[256];
    const int row = blockIdx.x;
    const unsigned tid = threadIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;
    double m = -1.0e308;
    for (int j = tid; j < cols; j += blockDim.x) m = fmax(m, (double)xr[j]);
    s[tid] = m;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] = fmax(s[tid], s[tid + stride]);
        __syncthreads();
    }
    m = s[0];
    __syncthreads();
    double sum = 0.0;
    for (int j = tid; j < cols; j += blockDim.x) sum += exp((double)xr[j] - m);
    s[tid] = sum;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    sum = s[0];
    for (int j = tid; j < cols; j += blockDim.x) yr[j] = (float)(exp((double)xr[j] - m) / sum);
}
