! Fortran communicator calls through the 'use mpi' bindings, which under Open MPI bypass the C
! MPI_ entry points. TracerMpiTest states the member lists it must produce (n even, >= 4).
program fortran_calls
  use mpi
  implicit none
  integer :: ierr, rank, n, dup, rev, cart, crow, half, inter, merged, ncols
  integer :: dims(2)
  logical :: periods(2), keep(2)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, n, ierr)
  ncols = n / 2
  call MPI_Comm_dup(MPI_COMM_WORLD, dup, ierr)
  call MPI_Comm_split(dup, 0, -rank, rev, ierr)
  dims = (/ 2, ncols /)
  periods = (/ .false., .true. /)
  call MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, .false., cart, ierr)
  keep = (/ .false., .true. /)
  call MPI_Cart_sub(cart, keep, crow, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), rank, half, ierr)
  call MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, 1 - mod(rank, 2), 5, inter, ierr)
  call MPI_Intercomm_merge(inter, mod(rank, 2) == 1, merged, ierr)
  call MPI_Comm_free(merged, ierr)
  call MPI_Comm_free(inter, ierr)
  call MPI_Comm_free(half, ierr)
  call MPI_Comm_free(crow, ierr)
  call MPI_Comm_free(cart, ierr)
  call MPI_Comm_free(rev, ierr)
  call MPI_Comm_free(dup, ierr)
  if (rank == 0) print '(a, i0, a)', 'fortran: ok on ', n, ' processes'
  call MPI_Finalize(ierr)
end program fortran_calls
