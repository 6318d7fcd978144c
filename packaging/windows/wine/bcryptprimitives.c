/*
 * A stand-in for Windows' bcryptprimitives.dll, used only by scripts/check-packages.sh inside
 * its throw-away Wine prefix; it is never shipped. Go's runtime loads ProcessPrng from this DLL
 * at start and stops when it is missing, which it is in Wine 8.0 (Debian 12). ProcessPrng fills
 * the buffer with random bytes from BCryptGenRandom (Windows' own never fails; this one fails
 * only if BCryptGenRandom does).
 */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG chunk = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
