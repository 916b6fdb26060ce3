// Float64 reference for the precision check: mean, variance and the normalisation in
// double, each output rounded once to float. One block of 256 threads per row.
__device__ double block_sum_f64(double v, double* s)
{
    const unsigned tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    v = s[0];
    __syncthreads();
    return v;
}

extern "C" __global__ void layernorm_f64(const float* x, const float* gamma, const float* beta, float* y,
                                         int rows, int cols, float eps)
{
    __shared__ double s[256];
    const int row = blockIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;
    double acc = 0.0;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) acc += xr[j];
    const double mean = block_sum_f64(acc, s) / cols;
    acc = 0.0;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) {
        const double d = xr[j] - mean;
        acc += d * d;
    }
    const double var = block_sum_f64(acc, s) / cols;
    const double inv_std = 1.0 / sqrt(var + (double)eps);
    for (int j = threadIdx.x; j < cols; j += blockDim.x)
        yr[j] = (float)(((double)xr[j] - mean) * inv_std * (double)gamma[j] + (double)beta[j]);
}
