// Float64 reference for the precision check: the whole sum in double in one block of 1024
// threads (each thread a strided partial, then a tree), rounded once to float.
extern "C" __global__ void reduce_sum_f64(const float* x, float* total, int n)
{
    __shared__ double s[1024];
    const unsigned tid = threadIdx.x;
    double acc = 0.0;
    for (long long i = tid; i < n; i += blockDim.x) acc += (double)x[i];
    s[tid] = acc;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) total[0] = (float)s[0];
}
