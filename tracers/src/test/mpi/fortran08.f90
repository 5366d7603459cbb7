! The same calls as fortran.f90 through the mpi_f08 bindings (Open MPI's mpi_f08 calls its
! internals, not the C MPI_ functions; ierror is left out, as f08 allows).
program fortran08_calls
  use mpi_f08
  implicit none
  integer :: rank, n, ncols
  type(MPI_Comm) :: dup, rev, cart, crow, half, inter, merged
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, n)
  ncols = n / 2
  call MPI_Comm_dup(MPI_COMM_WORLD, dup)
  call MPI_Comm_split(dup, 0, -rank, rev)
  call MPI_Cart_create(MPI_COMM_WORLD, 2, (/ 2, ncols /), (/ .false., .true. /), .false., cart)
  call MPI_Cart_sub(cart, (/ .false., .true. /), crow)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, half)
  call MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, 1 - mod(rank, 2), 5, inter)
  call MPI_Intercomm_merge(inter, mod(rank, 2) == 1, merged)
  call MPI_Comm_free(merged)
  call MPI_Comm_free(inter)
  call MPI_Comm_free(half)
  call MPI_Comm_free(crow)
  call MPI_Comm_free(cart)
  call MPI_Comm_free(rev)
  call MPI_Comm_free(dup)
  if (rank == 0) print '(a, i0, a)', 'fortran08: ok on ', n, ' processes'
  call MPI_Finalize()
end program fortran08_calls
