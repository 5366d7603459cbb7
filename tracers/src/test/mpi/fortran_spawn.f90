! spawn.c through the 'use mpi' bindings (Open MPI's do not call MPI_Comm_spawn): the n initial
! processes spawn 2 copies of this program, which split their own world (reversed key); both
! sides merge the spawn intercommunicator, free the merge and disconnect. The command is passed
! blank padded, as Fortran programs do, so the library must get its hidden length untouched.
program fortran_spawn
  use mpi
  implicit none
  integer :: ierr, rank, parent, inter, merged, halves
  character(len=4096) :: self
  call MPI_Init(ierr)
  call MPI_Comm_get_parent(parent, ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  if (parent == MPI_COMM_NULL) then
    call get_command_argument(0, self)
    call MPI_Comm_spawn(self, MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, inter, &
                        MPI_ERRCODES_IGNORE, ierr)
    call MPI_Intercomm_merge(inter, .false., merged, ierr)
  else
    inter = parent
    call MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, halves, ierr)
    call MPI_Comm_free(halves, ierr)
    call MPI_Intercomm_merge(inter, .true., merged, ierr)
  end if
  call MPI_Comm_free(merged, ierr)
  call MPI_Comm_disconnect(inter, ierr)
  if (parent == MPI_COMM_NULL .and. rank == 0) print '(a)', 'fortran spawn: ok'
  call MPI_Finalize(ierr)
end program fortran_spawn
