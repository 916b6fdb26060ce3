// One step of the Hillis-Steele scan in global memory: dst[i] = src[i] + src[i - d].
extern "C" __global__ void hillis_steele_step(const int* src, int* dst, int n, int d)
{
    const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src[i] + (i >= d ? src[i - d] : 0);
}
